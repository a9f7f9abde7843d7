#!/bin/sh
# Rolls orders-api pods for the given environment, one at a time.
kubectl -n orders rollout restart deployment/orders-api-$1
