# Round 3: full steps of blocks of 16 tokens or more copied by the bulk-copy
# engine (PA_TMA=1 in the probe build; the ring's layout is the engine's
# 128-byte swizzle with or without it). Quick check both ways, then bench/ab.lua
# without and with it, alternating, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 120 build/pabench check --quick > $OUT/check3_tree.txt 2>&1; echo "check tree rc $? $(grep -E 'kernel runs over' $OUT/check3_tree.txt)"
PA_TMA=1 timeout 120 build/pabench check --quick > $OUT/check3_tma.txt 2>&1; echo "check tma rc $? $(grep -E 'kernel runs over' $OUT/check3_tma.txt)"
grep -i "fail" $OUT/check3_tma.txt | head -5
for pass in 1 2; do
  timeout 110 build/pabench bench/ab.lua tree >> $OUT/ab3.txt 2>&1
  PA_TMA=1 timeout 110 build/pabench bench/ab.lua tma >> $OUT/ab3.txt 2>&1
done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg " | " $1; t[k] = t[k] " " $(NF-5) } END { for (k in t) print k ":" t[k] }' $OUT/ab3.txt | sort
