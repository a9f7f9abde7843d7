# monitoring
resource "null_resource" "monitoring" {
  triggers = { version = "9" }
}
