# iam
resource "null_resource" "iam" {
  triggers = { version = "8" }
}
