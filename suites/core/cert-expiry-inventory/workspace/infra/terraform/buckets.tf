# buckets
resource "null_resource" "buckets" {
  triggers = { version = "5" }
}
