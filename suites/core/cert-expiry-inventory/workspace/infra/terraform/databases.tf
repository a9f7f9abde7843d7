# databases
resource "null_resource" "databases" {
  triggers = { version = "6" }
}
