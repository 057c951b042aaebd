# Round 1: where a CTA lets the next layer launch (PA_TRIGGER in the probe
# build, trigger.patch): 0 at its start (the tree), 1 after the dependency
# wait, 2 when a warp's first step has landed (after the wait), 3 when every
# warp's has, 4 after the CTA's steps, 5 when a warp's ring has landed, before
# the wait. Quick check first, then bench/ab.lua per mode, two passes, with
# the tree's build (pabench.base) in each pass.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
P="2x60,1x512,16x256,8x512,32x128,4x2048,1x4096,1x3072,1x5000,8x2048,1x16384,gqa16"
for m in 3 5; do
  PA_TRIGGER=$m timeout 200 build/pabench check --quick > $OUT/check_t$m.txt 2>&1; echo "check t$m rc $? $(grep -E 'kernel runs over' $OUT/check_t$m.txt)"
done
for pass in 1 2; do
  timeout 120 build/pabench.base bench/ab.lua base "$P" >> $OUT/ab.txt 2>&1
  for m in 0 1 2 3 4 5; do
    PA_TRIGGER=$m timeout 120 build/pabench bench/ab.lua t$m "$P" >> $OUT/ab.txt 2>&1
  done
done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg " | " $1; t[k] = t[k] " " $(NF-5) } END { for (k in t) print k ":" t[k] }' $OUT/ab.txt | sort
