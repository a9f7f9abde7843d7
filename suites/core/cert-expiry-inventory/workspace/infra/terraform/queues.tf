# queues
resource "null_resource" "queues" {
  triggers = { version = "5" }
}
