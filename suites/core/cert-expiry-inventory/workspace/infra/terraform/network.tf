# network
resource "null_resource" "network" {
  triggers = { version = "7" }
}
