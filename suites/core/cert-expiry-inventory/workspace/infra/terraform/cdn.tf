# cdn
resource "null_resource" "cdn" {
  triggers = { version = "3" }
}
