#!/usr/bin/env bash
# Container smoke test (decision 0046; not part of `npm test`): builds the image from the
# Dockerfile and runs the topology of compose.yaml - PostgreSQL, two app instances, the nginx
# reverse proxy of deploy/nginx.conf - then checks what docs/operations.md promises:
#   - the image runs as the non-root `node` user, its HEALTHCHECK passes, its command is the one the
#     docs name (node dist/server/main.js);
#   - through the proxy: /api/health 200, the app's page, a sign-in, and a WebSocket upgrade on
#     /api/live with the session;
#   - SIGTERM to one instance (its runtime's `stop`) drains it and exits 0 within 10 s while the
#     proxy keeps answering through the other.
# It prints the image size. Usage: bash scripts/container-smoke.sh
#
# Every container shares the host's network and listens on 127.0.0.1 only (PostgreSQL on
# SMOKE_PG_PORT, the instances on SMOKE_APP_PORTS, the proxy on SMOKE_PROXY_PORT): nothing leaves
# loopback. compose.yaml's own bridge network and service names are the one part not exercised
# here; `docker compose config` (or, with podman, a YAML read) checks that the file parses.
#
# Images: node:20-bookworm-slim, postgres:16-bookworm and nginx:1.27-bookworm when a registry
# gives them. Where none is reached (this workplace reaches Debian's packages and npm only), it
# builds stand-ins with the same interface from a debootstrap of Debian bookworm: Node from this
# machine's own binary, PostgreSQL 15 and nginx from Debian. Needs root for debootstrap then.
set -euo pipefail
cd "$(dirname "$0")/.."

work=${SMOKE_WORK_DIR:-/var/tmp/lion-container-smoke}
pg_port=${SMOKE_PG_PORT:-55432}
read -r app1_port app2_port <<<"${SMOKE_APP_PORTS:-3101 3102}"
proxy_port=${SMOKE_PROXY_PORT:-8088}
image=localhost/lion-insurance:smoke
prefix=lion-smoke
mkdir -p "$work"

say() { printf '\n== %s\n' "$*"; }
fail() {
  printf '\nFAILED: %s\n' "$*" >&2
  exit 1
}

# --- the runtime ----------------------------------------------------------------------------
if docker info >/dev/null 2>&1; then
  rt=(docker)
elif command -v podman >/dev/null 2>&1 && podman info >/dev/null 2>&1; then
  rt=(podman)
else
  echo "No container runtime answers here (docker info failed; podman is not installed)."
  echo "Install one (Debian: apt-get install podman runc) and run this again."
  exit 2
fi
say "runtime: ${rt[*]}"

cleanup() {
  # One at a time: podman 4.3 removes none of a list that names a missing container.
  for name in proxy app2 app1 postgres; do
    "${rt[@]}" rm -f -t 0 "$prefix-$name" >/dev/null 2>&1 || true
  done
}
trap cleanup EXIT

# --- base images: the registry's, or Debian stand-ins -----------------------------------------
node_image=node:20-bookworm-slim
postgres_image=postgres:16-bookworm
nginx_image=nginx:1.27-bookworm
if ! "${rt[@]}" pull -q "$node_image" >/dev/null 2>&1 ||
  ! "${rt[@]}" pull -q "$postgres_image" >/dev/null 2>&1 ||
  ! "${rt[@]}" pull -q "$nginx_image" >/dev/null 2>&1; then
  say "no image registry reached: building Debian bookworm stand-ins"
  node_image=localhost/lion-node:20-bookworm
  postgres_image=localhost/lion-postgres:15-bookworm
  nginx_image=localhost/lion-nginx:bookworm
  if ! "${rt[@]}" image inspect localhost/lion-debian:bookworm >/dev/null 2>&1; then
    if [ ! -x "$work/rootfs/bin/sh" ]; then
      command -v debootstrap >/dev/null || fail "debootstrap is needed (apt-get install debootstrap)"
      rm -rf "$work/rootfs"
      debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian
    fi
    tar -C "$work/rootfs" -c . | "${rt[@]}" import - localhost/lion-debian:bookworm >/dev/null
  fi
fi

# A runtime that cannot start a container here (podman in a sandbox without CAP_SYS_RESOURCE and
# with a hybrid cgroup layout: crun refuses both) gets runc without the OCI rlimits.
probe_image=${node_image}
"${rt[@]}" image inspect localhost/lion-debian:bookworm >/dev/null 2>&1 &&
  probe_image=localhost/lion-debian:bookworm
if ! "${rt[@]}" run --rm --network host "$probe_image" true >/dev/null 2>&1; then
  [ "${rt[0]}" = podman ] && command -v runc >/dev/null ||
    fail "${rt[*]} cannot start a container here (with podman, apt-get install runc may help)"
  mkdir -p "$work/runtime"
  cat >"$work/runtime/runc" <<EOF
#!/bin/sh
# runc without the rlimits of the OCI config (run) and process (exec) files: this sandbox does
# not let a container set them.
strip() {
  node -e 'const fs=require("fs");const p=process.argv[1];const c=JSON.parse(fs.readFileSync(p));delete (c.process??c).rlimits;fs.writeFileSync(p,JSON.stringify(c))' "\$1"
}
prev=""
for arg in "\$@"; do
  case "\$prev" in
    --bundle|-b) strip "\$arg/config.json" ;;
    --process|-p) strip "\$arg" ;;
  esac
  prev="\$arg"
done
exec $(command -v runc) "\$@"
EOF
  chmod +x "$work/runtime/runc"
  rt=(podman --runtime "$work/runtime/runc")
  "${rt[@]}" run --rm --network host "$probe_image" true ||
    fail "podman cannot start a container even with runc"
  say "runtime: ${rt[*]} (crun could not start a container here)"
fi

# What an earlier run left, if it was interrupted.
cleanup

if [ "$node_image" = localhost/lion-node:20-bookworm ]; then
  ctx="$work/node-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cp "$(command -v node)" "$ctx/node"
  cp -r "$(npm root -g)/npm" "$ctx/npm"
  # This machine reaches the npm registry through a TLS proxy whose root is in its bundle.
  cp "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" "$ctx/ca-certificates.crt"
  cat >"$ctx/Containerfile" <<'EOF'
FROM localhost/lion-debian:bookworm
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node
EOF
  "${rt[@]}" build -q --network host -t "$node_image" "$ctx" >/dev/null

  ctx="$work/postgres-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  # The official image's interface: POSTGRES_USER/PASSWORD/DB on an empty data directory,
  # arguments after the command go to postgres.
  cat >"$ctx/entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
export PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  echo "$POSTGRES_PASSWORD" > /tmp/pwfile
  initdb --username="$POSTGRES_USER" --pwfile=/tmp/pwfile --auth=scram-sha-256 >/dev/null
  rm /tmp/pwfile
  postgres -c listen_addresses='' -k /tmp &
  until pg_isready -q -h /tmp -U "$POSTGRES_USER" -d postgres; do sleep 0.2; done
  PGPASSWORD="$POSTGRES_PASSWORD" createdb -h /tmp -U "$POSTGRES_USER" "$POSTGRES_DB"
  pg_ctl stop -w >/dev/null
fi
exec postgres -k /tmp "$@"
EOF
  cat >"$ctx/Containerfile" <<'EOF'
FROM localhost/lion-debian:bookworm
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /var/lib/postgresql/data \
 && chown postgres:postgres /var/lib/postgresql/data
COPY --chmod=755 entrypoint.sh /usr/local/bin/docker-entrypoint.sh
USER postgres
ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]
EOF
  "${rt[@]}" build -q --network host -t "$postgres_image" "$ctx" >/dev/null

  ctx="$work/nginx-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cat >"$ctx/Containerfile" <<'EOF'
FROM localhost/lion-debian:bookworm
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx >/dev/null \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
EOF
  "${rt[@]}" build -q --network host -t "$nginx_image" "$ctx" >/dev/null
fi

# --- compose.yaml parses -------------------------------------------------------------------
if [ "${rt[0]}" = docker ] && docker compose version >/dev/null 2>&1; then
  docker compose -f compose.yaml config -q && echo "compose.yaml: docker compose config is clean"
else
  # podman-compose 1.0 has no `config` (and its --dry-run still creates networks and volumes).
  python3 -c '
import yaml
compose = yaml.safe_load(open("compose.yaml"))
services = compose["services"]
assert set(services) == {"postgres", "app1", "app2", "proxy"}, services.keys()
for name in ("app1", "app2"):
    assert services[name]["build"] == "." and "DATABASE_URL" in services[name]["environment"]
assert "./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro" in services["proxy"]["volumes"]
print("compose.yaml: parses; postgres, app1, app2 (this image) and proxy (deploy/nginx.conf)")
'
fi

# --- the image --------------------------------------------------------------------------------
say "building $image (NODE_IMAGE=$node_image)"
started=$(date +%s)
# Podman writes OCI images unless told otherwise, and OCI has no HEALTHCHECK.
format=()
[ "${rt[0]}" = podman ] && format=(--format docker)
"${rt[@]}" build "${format[@]}" --network host --build-arg "NODE_IMAGE=$node_image" -t "$image" . \
  >"$work/build.log" 2>&1 || {
  tail -40 "$work/build.log"
  fail "image build (log: $work/build.log)"
}
echo "built in $(($(date +%s) - started)) s"
size=$("${rt[@]}" image inspect "$image" --format '{{.Size}}')
echo "image size: $((size / 1000 / 1000)) MB ($size bytes)"
echo "user: $("${rt[@]}" image inspect "$image" --format '{{.Config.User}}')"
echo "command: $("${rt[@]}" image inspect "$image" --format '{{json .Config.Cmd}}')"
echo "health check: $("${rt[@]}" image inspect "$image" --format '{{json .Config.Healthcheck.Test}}')"

# --- the topology of compose.yaml on loopback -------------------------------------------------
password=smoke-$RANDOM$RANDOM
say "postgres on 127.0.0.1:$pg_port"
"${rt[@]}" run -d --name "$prefix-postgres" --network host \
  -e POSTGRES_USER=lion -e "POSTGRES_PASSWORD=$password" -e POSTGRES_DB=lion \
  "$postgres_image" -p "$pg_port" -c listen_addresses=127.0.0.1 >/dev/null
for attempt in $(seq 1 120); do
  "${rt[@]}" exec "$prefix-postgres" pg_isready -q -h 127.0.0.1 -p "$pg_port" -U lion -d lion \
    && break
  [ "$attempt" = 120 ] && fail "PostgreSQL did not come up"
  sleep 0.5
done

app_env=(
  -e "DATABASE_URL=postgres://lion:$password@127.0.0.1:$pg_port/lion"
  -e HOST=127.0.0.1
  -e TRUSTED_PROXIES=127.0.0.1
  -e "PUBLIC_ORIGIN=http://127.0.0.1:$proxy_port"
  -e DRAIN_DELAY_MS=2000
  -e LOG_LEVEL=warn
)
wait_healthy() { # container port
  for _ in $(seq 1 240); do
    curl -sf "http://127.0.0.1:$2/api/health" >/dev/null && return 0
    "${rt[@]}" inspect "$1" --format '{{.State.Running}}' | grep -q true || break
    sleep 0.5
  done
  "${rt[@]}" logs "$1" | tail -30
  fail "$1 did not become healthy"
}
say "app1 on :$app1_port (migrates, seeds the demo accounts), then app2 on :$app2_port"
"${rt[@]}" run -d --name "$prefix-app1" --network host "${app_env[@]}" -e "PORT=$app1_port" \
  -e SEED_DEMO=true "$image" >/dev/null
wait_healthy "$prefix-app1" "$app1_port"
"${rt[@]}" run -d --name "$prefix-app2" --network host "${app_env[@]}" -e "PORT=$app2_port" \
  -e SEED_DEMO=false "$image" >/dev/null
wait_healthy "$prefix-app2" "$app2_port"

# The image's own HEALTHCHECK, run by the runtime.
if [ "${rt[0]}" = podman ]; then
  "${rt[@]}" healthcheck run "$prefix-app1" && echo "HEALTHCHECK: healthy"
else
  for _ in $(seq 1 60); do
    status=$(docker inspect "$prefix-app1" --format '{{.State.Health.Status}}')
    [ "$status" = healthy ] && break
    sleep 1
  done
  echo "HEALTHCHECK: $status"
  [ "$status" = healthy ] || fail "HEALTHCHECK says $status"
fi
user=$("${rt[@]}" exec "$prefix-app1" sh -c 'echo "$(id -un) $(id -u)"')
echo "process user: $user"
[ "$user" = "node 1000" ] || fail "the app runs as $user, not node"

# The operator's commands from the image (decision 0080): the first admin, through npm as the README
# says, on the running deployment's PostgreSQL.
admin=$("${rt[@]}" exec "$prefix-app2" npm run --silent admin:create -- smoke-admin@example.com) ||
  fail "npm run admin:create in the image"
echo "$admin" | grep -q 'sign-in-link#token=' || fail "admin:create printed no link: $admin"
echo "npm run admin:create in the image: ${admin%%$'\n'*}"

say "nginx on :$proxy_port in front of both"
sed -e "s/app1:3000/127.0.0.1:$app1_port/" -e "s/app2:3000/127.0.0.1:$app2_port/" \
  -e "s/listen 8080;/listen 127.0.0.1:$proxy_port;/" deploy/nginx.conf >"$work/nginx.conf"
"${rt[@]}" run -d --name "$prefix-proxy" --network host \
  -v "$work/nginx.conf:/etc/nginx/conf.d/default.conf:ro" "$nginx_image" >/dev/null
for _ in $(seq 1 60); do
  curl -sf "http://127.0.0.1:$proxy_port/api/health" >/dev/null && break
  sleep 0.5
done

# Through the proxy: health, the page, a sign-in, and the live channel's WebSocket upgrade.
PROXY="http://127.0.0.1:$proxy_port" node --input-type=module -e '
import WebSocket from "ws";
const base = process.env.PROXY;
const check = (ok, what) => { if (!ok) throw new Error(what); console.log(`ok: ${what}`); };
for (let i = 0; i < 4; i++) check((await fetch(`${base}/api/health`)).status === 200, `health ${i + 1} 200`);
const page = await fetch(`${base}/`);
check(page.status === 200 && (await page.text()).includes("<div id=\"root\""), "GET / serves the app");
const login = await fetch(`${base}/api/auth/login`, {
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: base, "X-Requested-With": "XMLHttpRequest" },
  body: JSON.stringify({ email: "consumer@example.com", password: "DemoConsumer26" }),
});
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
check(login.status === 200 && cookie.includes("="), `sign-in through the proxy (${login.status})`);
const socket = new WebSocket(`${base.replace("http", "ws")}/api/live`, { headers: { Cookie: cookie, Origin: base } });
await new Promise((resolve, reject) => {
  socket.once("open", resolve);
  socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
  socket.once("error", reject);
  setTimeout(() => reject(new Error("no upgrade within 5 s")), 5000);
});
check(true, "WebSocket upgrade on /api/live through the proxy");
socket.close();
'

say "SIGTERM to app1 (stop): drain and exit within 10 s; the proxy keeps answering"
started=$(date +%s%N)
"${rt[@]}" stop -t 15 "$prefix-app1" >/dev/null
stop_ms=$((($(date +%s%N) - started) / 1000000))
code=$("${rt[@]}" inspect "$prefix-app1" --format '{{.State.ExitCode}}')
echo "app1 exited $code after $stop_ms ms (DRAIN_DELAY_MS=2000 included)"
[ "$code" = 0 ] && [ "$stop_ms" -lt 10000 ] || fail "app1 did not drain and exit 0 within 10 s"
for i in 1 2 3 4; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$proxy_port/api/health")
  echo "health through the proxy with app1 gone ($i): $status"
  [ "$status" = 200 ] || fail "the proxy answered $status with one instance gone"
done

say "container smoke passed (image $((size / 1000 / 1000)) MB)"
