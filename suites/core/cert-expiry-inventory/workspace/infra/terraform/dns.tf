# dns
resource "null_resource" "dns" {
  triggers = { version = "7" }
}
