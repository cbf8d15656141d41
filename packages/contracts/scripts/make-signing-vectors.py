#!/usr/bin/env python3
"""Writes src/signing/test-vectors.json: the shared test vectors of the request signature.

This is a second, independent implementation of the canonical form of docs/adr/0002 (Python's
urllib and hmac instead of the TypeScript code and crypto-js), so that the vectors check the
TypeScript signer rather than repeat it. The contracts tests, the server tests and the client's
request-layer tests all read the JSON file; run this script only when the scheme changes:

    python3 packages/contracts/scripts/make-signing-vectors.py
"""
import hashlib
import hmac
import json
import os
from urllib.parse import quote, unquote

# The committed, public test keys (TEST_SIGNING_KEYS in src/signing/keys.ts; a test checks they match).
KEYS = [
    {"id": "test1", "secret": "XVpPEysObV_yhn0ZRT1e3ci1LRKbWHrK2S_Z_e0ug48"},
    {"id": "test2", "secret": "E4b01OpRe8o4uEeAuZH-sDCE8AgVx1hTSk4BZhC5mWQ"},
]
WINDOW = 300


def enc(text):
    # RFC 3986: everything but ALPHA / DIGIT / - . _ ~ is percent-encoded (UTF-8)
    return quote(text, safe="-._~")


def canonical_path(path):
    return "/".join(enc(unquote(seg)) for seg in path.split("/")) if path not in ("", "/") else "/"


def parse_query(qs):
    pairs = []
    for part in qs.split("&"):
        if not part:
            continue
        k, _, v = part.partition("=")
        pairs.append((unquote(k.replace("+", " ")), unquote(v.replace("+", " "))))
    return pairs


def canonical_query(pairs):
    encoded = sorted((enc(k), enc(v)) for k, v in pairs if k != "_sign")
    return "&".join(f"{k}={v}" for k, v in encoded)


def body_hash(body):
    return hashlib.sha256(body or b"").hexdigest()


def canonical(method, path, pairs, body):
    return "\n".join(["XG-HMAC-SHA256", method.upper(), canonical_path(path), canonical_query(pairs), body_hash(body)])


def hmac_hex(secret, message):
    return hmac.new(secret.encode(), message.encode(), hashlib.sha256).hexdigest()


def query_pairs(query):
    pairs = []
    for k, v in (query or {}).items():
        if v is None:
            continue
        for item in v if isinstance(v, list) else [v]:
            pairs.append((k, "true" if item is True else "false" if item is False else str(item)))
    return pairs


def sign_case(name, method, url, now_ms, random_hex, query=None, body=None, body_hex=None):
    path, _, qs = url.partition("?")
    random = bytes.fromhex(random_hex)
    key = KEYS[int.from_bytes(random[:4], "big") % len(KEYS)]
    nonce = random[4:12].hex()
    ts = now_ms // 1000
    pairs = parse_query(qs) + query_pairs(query) + [("_v", "1"), ("_ts", str(ts)), ("_nonce", nonce), ("_kid", key["id"])]
    raw_body = body.encode() if body is not None else bytes.fromhex(body_hex) if body_hex is not None else None
    c = canonical(method, path, pairs, raw_body)
    sig = hmac_hex(key["secret"], c)
    wire_query = canonical_query(pairs) + "&_sign=" + sig
    case = {
        "name": name,
        "input": {"method": method, "url": url, "nowMs": now_ms, "randomBytesHex": random_hex},
        "expected": {
            "keyId": key["id"], "timestamp": ts, "nonce": nonce, "canonical": c, "signature": sig,
            "query": wire_query, "url": canonical_path(path) + "?" + wire_query,
        },
    }
    if query is not None:
        case["input"]["query"] = query
    if body is not None:
        case["input"]["body"] = body
    if body_hex is not None:
        case["input"]["bodyHex"] = body_hex
    return case


sign_cases = [
    sign_case("GET without parameters", "GET", "/proxy/user/info", 1767225600123, "00000000" + "0123456789abcdef"),
    sign_case(
        "GET with parameters to sort and encode (Chinese, reserved characters, repeated key, booleans; null left out)",
        "GET", "/proxy/ancestry/library-surname/search?keyword=%E5%BC%A0&page=1", 1767225600999, "ffffffff" + "a1b2c3d4e5f60718",
        query={"size": 10, "tags": ["b", "a"], "q": "a b+c&d=e/f!*'()~", "empty": "", "nothing": None, "flag": True},
    ),
    sign_case(
        "POST with a JSON body (lower-case method, Chinese in the body)",
        "post", "/web/api/new/user/signup", 1767225661000, "00000003" + "fedcba9876543210",
        body='{"phoneNumber":"13800138000","nationCode":"86","authCode":"123456","name":"张三","avatar":"","isWechat":false}',
    ),
    sign_case(
        "multipart upload: parameters in the url, body left out",
        "POST", "/web/api/new/common/upload/image?type=avatar", 1767225700000, "00000002" + "1111111111111111",
    ),
    sign_case(
        "PUT with a binary body and a path with a non-ASCII segment and a space",
        "PUT", "/proxy/ancestry/surname/张/base info", 1767225800500, "00000001" + "0000000000000000", body_hex="00ff10e5bca0",
    ),
]


def by_name(prefix):
    return next(c for c in sign_cases if c["name"].startswith(prefix))


def verify_case(name, method, path, raw_query, now_seconds, expected, body=None, body_hex=None):
    case = {"name": name, "request": {"method": method, "path": path, "rawQuery": raw_query}, "nowSeconds": now_seconds, "expected": expected}
    if body is not None:
        case["request"]["body"] = body
    if body_hex is not None:
        case["request"]["bodyHex"] = body_hex
    return case


A, B, C, D, E = (by_name(p) for p in ["GET without", "GET with parameters", "POST with", "multipart", "PUT with"])
a_ts, b_ts, c_ts = A["expected"]["timestamp"], B["expected"]["timestamp"], C["expected"]["timestamp"]
a_q, b_q, c_q = A["expected"]["query"], B["expected"]["query"], C["expected"]["query"]
c_body = C["input"]["body"]
b_reordered = "&".join(reversed(b_q.split("&")))

verify_cases = [
    verify_case("a signed GET is accepted", "GET", "/proxy/user/info", a_q, a_ts, {"ok": True, "keyId": "test1"}),
    verify_case("a signed POST with its body is accepted", "POST", "/web/api/new/user/signup", c_q, c_ts, {"ok": True, "keyId": "test2"}, body=c_body),
    verify_case("a multipart upload is checked without its body", "POST", "/web/api/new/common/upload/image", D["expected"]["query"], D["expected"]["timestamp"], {"ok": True, "keyId": "test1"}),
    verify_case("a binary body and an encoded path are accepted", "PUT", "/proxy/ancestry/surname/%E5%BC%A0/base%20info", E["expected"]["query"], E["expected"]["timestamp"], {"ok": True, "keyId": "test2"}, body_hex="00ff10e5bca0"),
    verify_case("parameters in another order are accepted", "GET", "/proxy/ancestry/library-surname/search", b_reordered, b_ts, {"ok": True, "keyId": "test2"}),
    verify_case("spaces sent as '+' are accepted", "GET", "/proxy/ancestry/library-surname/search", b_q.replace("%20", "+"), b_ts, {"ok": True, "keyId": "test2"}),
    verify_case("a time-stamp exactly at the edge of the window is accepted", "GET", "/proxy/user/info", a_q, a_ts + WINDOW, {"ok": True, "keyId": "test1"}),
    verify_case("a changed parameter is refused", "GET", "/proxy/ancestry/library-surname/search", b_q.replace("page=1", "page=2"), b_ts, {"ok": False, "reason": "mismatch"}),
    verify_case("an added parameter is refused", "GET", "/proxy/user/info", a_q + "&admin=1", a_ts, {"ok": False, "reason": "mismatch"}),
    verify_case("a changed body is refused", "POST", "/web/api/new/user/signup", c_q, c_ts, {"ok": False, "reason": "mismatch"}, body=c_body.replace("张三", "李四")),
    verify_case("a body sent with a bodiless signature is refused", "POST", "/web/api/new/common/upload/image", D["expected"]["query"], D["expected"]["timestamp"], {"ok": False, "reason": "mismatch"}, body="{}"),
    verify_case("another method is refused", "PUT", "/web/api/new/user/signup", c_q, c_ts, {"ok": False, "reason": "mismatch"}, body=c_body),
    verify_case("another path is refused (paths are case-sensitive)", "GET", "/proxy/User/info", a_q, a_ts, {"ok": False, "reason": "mismatch"}),
    verify_case("a time-stamp past the window is refused", "GET", "/proxy/user/info", a_q, a_ts + WINDOW + 1, {"ok": False, "reason": "expired"}),
    verify_case("a time-stamp ahead of the window is refused", "GET", "/proxy/user/info", a_q, a_ts - WINDOW - 1, {"ok": False, "reason": "expired"}),
    verify_case("an unknown key id is refused", "GET", "/proxy/user/info", a_q.replace("_kid=test1", "_kid=prod9"), a_ts, {"ok": False, "reason": "unknownKey"}),
    verify_case("an unknown version is refused", "GET", "/proxy/user/info", a_q.replace("_v=1", "_v=2"), a_ts, {"ok": False, "reason": "version"}),
    verify_case("a request without signature is refused", "GET", "/proxy/user/info", "", a_ts, {"ok": False, "reason": "missing"}),
    verify_case("a repeated signature parameter is refused", "GET", "/proxy/user/info", a_q + "&_sign=" + A["expected"]["signature"], a_ts, {"ok": False, "reason": "malformed"}),
    verify_case("a missing nonce is refused", "GET", "/proxy/user/info", "&".join(p for p in a_q.split("&") if not p.startswith("_nonce=")), a_ts, {"ok": False, "reason": "malformed"}),
    verify_case("an upper-case signature is refused", "GET", "/proxy/user/info", a_q.replace(A["expected"]["signature"], A["expected"]["signature"].upper()), a_ts, {"ok": False, "reason": "malformed"}),
]

out = {
    "description": "Shared test vectors of the request signature (spec 7.1, docs/adr/0002-request-signing.md). Generated by scripts/make-signing-vectors.py, an independent implementation; do not edit by hand.",
    "keys": KEYS,
    "windowSeconds": WINDOW,
    "emptyBodySha256": body_hash(None),
    "sign": sign_cases,
    "verify": verify_cases,
}
target = os.path.join(os.path.dirname(__file__), "..", "src", "signing", "test-vectors.json")
with open(target, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(f"wrote {len(sign_cases)} signing and {len(verify_cases)} verification vectors to {os.path.normpath(target)}")
