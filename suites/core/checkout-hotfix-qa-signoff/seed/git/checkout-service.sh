# checkout-service: release/3.4 (v3.4.0, v3.4.1) and main apart; a hotfix branch off release/3.4 with two
# commits, the retry fix QA approves and a payload-logging commit QA does not.
at() { # at <date> <author>: the author and date of the next commits
  export GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" GIT_AUTHOR_NAME="$2" GIT_COMMITTER_NAME="$2"
  GIT_AUTHOR_EMAIL="$(echo "$2" | tr 'A-Z ' 'a-z.')@northwind.test"
  export GIT_AUTHOR_EMAIL GIT_COMMITTER_EMAIL="$GIT_AUTHOR_EMAIL"
}
commit() { git add -A && git commit -q -m "$1"; }
mkdir -p src/checkout tests
at '2026-03-02T09:00:00Z' 'Ben Adeyemi'
printf '# checkout-service\n\nBasket, payment and order confirmation for the Northwind web shop.\n' > README.md
printf '3.0.0\n' > VERSION
cat > src/checkout/gateway.py <<'PY'
import logging

import httpx

log = logging.getLogger(__name__)


class GatewayError(Exception):
    pass


def charge(client: httpx.Client, order_id: str, amount_cents: int, card_token: str) -> dict:
    payload = {"order": order_id, "amount": amount_cents, "source": card_token}
    log.info("charging order %s", order_id)
    response = client.post("/v2/charges", json=payload, timeout=8.0)
    if response.status_code >= 500:
        raise GatewayError(f"gateway {response.status_code} for order {order_id}")
    response.raise_for_status()
    return response.json()
PY
cat > src/checkout/basket.py <<'PY'
def total_cents(lines) -> int:
    return sum(line["unit_cents"] * line["quantity"] for line in lines)
PY
cat > tests/test_basket.py <<'PY'
from checkout.basket import total_cents


def test_total():
    assert total_cents([{"unit_cents": 250, "quantity": 2}]) == 500
PY
commit 'Checkout service skeleton: basket and gateway charge'
noise_commits 150 2026-03-03 2026-09-30
at '2026-10-06T10:00:00Z' 'Ravi Menon'
printf '3.4.0\n' > VERSION
commit 'Release 3.4.0'
git tag v3.4.0
git branch release/3.4
at '2026-10-08T09:30:00Z' 'Lucia Ferraro'
cat > src/checkout/vouchers.py <<'PY'
def apply_voucher(total_cents: int, percent: int) -> int:
    return total_cents - (total_cents * percent) // 100
PY
commit 'feat: percentage vouchers at checkout (PAY-201)'
noise_commits 40 2026-10-09 2026-10-31
at '2026-11-03T11:00:00Z' 'Ben Adeyemi'
printf '3.5.0-dev\n' > VERSION
commit 'Start 3.5 development'
noise_commits 25 2026-11-04 2026-11-20
git checkout -q release/3.4
at '2026-10-21T14:20:00Z' 'Lucia Ferraro'
cat > src/checkout/basket.py <<'PY'
def total_cents(lines) -> int:
    return sum(int(line["unit_cents"]) * int(line["quantity"]) for line in lines)
PY
commit 'fix: basket total with quantities sent as strings (PAY-198)'
at '2026-10-22T09:00:00Z' 'Ravi Menon'
printf '3.4.1\n' > VERSION
commit 'Release 3.4.1'
git tag v3.4.1
git checkout -q -b hotfix/3.4-payment-retry
at '2026-11-20T16:40:00Z' 'Ben Adeyemi'
cat > src/checkout/gateway.py <<'PY'
import logging
import time

import httpx

log = logging.getLogger(__name__)


class GatewayError(Exception):
    pass


def charge(client: httpx.Client, order_id: str, amount_cents: int, card_token: str, attempts: int = 3) -> dict:
    payload = {"order": order_id, "amount": amount_cents, "source": card_token}
    headers = {"Idempotency-Key": f"charge-{order_id}"}
    log.info("charging order %s", order_id)
    for attempt in range(1, attempts + 1):
        try:
            response = client.post("/v2/charges", json=payload, headers=headers, timeout=8.0)
        except httpx.TimeoutException:
            if attempt == attempts:
                raise GatewayError(f"gateway timed out {attempts} times for order {order_id}")
            time.sleep(0.5 * attempt)
            continue
        if response.status_code >= 500 and attempt < attempts:
            time.sleep(0.5 * attempt)
            continue
        if response.status_code >= 500:
            raise GatewayError(f"gateway {response.status_code} for order {order_id}")
        response.raise_for_status()
        return response.json()
    raise GatewayError(f"no answer from gateway for order {order_id}")
PY
cat > tests/test_gateway_retry.py <<'PY'
import httpx
import pytest

from checkout.gateway import GatewayError, charge


def test_retries_timeouts_with_the_same_idempotency_key():
    keys = []

    def handler(request):
        keys.append(request.headers["Idempotency-Key"])
        if len(keys) < 3:
            raise httpx.ReadTimeout("slow", request=request)
        return httpx.Response(200, json={"status": "captured"})

    client = httpx.Client(transport=httpx.MockTransport(handler), base_url="https://gw.test")
    assert charge(client, "O-1", 500, "tok")["status"] == "captured"
    assert keys == ["charge-O-1"] * 3


def test_gives_up_after_three_timeouts():
    def handler(request):
        raise httpx.ReadTimeout("slow", request=request)

    client = httpx.Client(transport=httpx.MockTransport(handler), base_url="https://gw.test")
    with pytest.raises(GatewayError):
        charge(client, "O-2", 500, "tok")
PY
commit 'fix: retry gateway timeouts with an idempotency key (PAY-212)

Charges that time out are retried up to three times with the same
Idempotency-Key, so the gateway never captures an order twice.'
at '2026-11-21T10:05:00Z' 'Ben Adeyemi'
cat > src/checkout/debug_log.py <<'PY'
import json
import logging

log = logging.getLogger("checkout.gateway.payloads")


def log_exchange(request_payload: dict, response_body: dict) -> None:
    log.warning("gateway request %s", json.dumps(request_payload))
    log.warning("gateway response %s", json.dumps(response_body))
PY
sed -i 's/^import httpx$/import httpx\n\nfrom .debug_log import log_exchange/' src/checkout/gateway.py
sed -i 's/^        return response.json()$/        log_exchange(payload, response.json())\n        return response.json()/' src/checkout/gateway.py
commit 'chore: log full gateway request and response payloads'
git checkout -q main
