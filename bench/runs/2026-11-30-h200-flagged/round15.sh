# Round 15: 2 x 60 alone before and after layers and a sweep (order_probe.lua).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 150 build/pabench bench/runs/2026-11-30-h200-flagged/order_probe.lua > $OUT/order_probe.txt 2>&1; echo "rc $?"
cat $OUT/order_probe.txt
