# vpn
resource "null_resource" "vpn" {
  triggers = { version = "3" }
}
