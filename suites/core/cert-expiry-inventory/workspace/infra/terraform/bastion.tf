# bastion
resource "null_resource" "bastion" {
  triggers = { version = "5" }
}
