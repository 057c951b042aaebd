# Round 2: a one-wave grid's first CTAs ask L2 for the ring's worth of bytes of
# the CTAs that start only as the layer before leaves (PA_LEAD=1 in the probe
# build, lead.patch; at most two such CTAs each). Quick check with it, then
# bench/ab.lua: the tree's build, the probe without and with PA_LEAD, two passes;
# last, the tree's build on bench/explore.lua rule (the three-slot rule on
# shapes outside the suite).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
P="2x60,16x256,8x512,32x128,4x2048,1x4096,1x3072,1x5000,1x16384,1x65536"
PA_LEAD=1 timeout 200 build/pabench check --quick > $OUT/check_lead.txt 2>&1; echo "check lead rc $? $(grep -E 'kernel runs over' $OUT/check_lead.txt)"
for pass in 1 2; do
  timeout 150 build/pabench.base bench/ab.lua base "$P" >> $OUT/ab2.txt 2>&1
  timeout 150 build/pabench bench/ab.lua probe "$P" >> $OUT/ab2.txt 2>&1
  PA_LEAD=1 timeout 150 build/pabench bench/ab.lua lead "$P" >> $OUT/ab2.txt 2>&1
done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg " | " $1; t[k] = t[k] " " $(NF-5) } END { for (k in t) print k ":" t[k] }' $OUT/ab2.txt | sort
timeout 200 build/pabench.base bench/explore.lua rule > $OUT/explore_rule.txt 2>&1; echo "explore rc $?"; cut -c1-150 $OUT/explore_rule.txt
