# Round 4: three variants of round 3's bulk copies, to see which part costs:
# tma2 without the evict-first hint and without L2 promotion (PA_TMA=2
# PA_TMA_NOPROMO=1), tma3 only for the steps copied before the dependency wait
# (PA_TMA=3), against the tree's path and round 3's (tma1), two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
P="16x256,8x512,1x4096,1x3072,1x65536,32x128"
PA_TMA=3 timeout 100 build/pabench check --quick > $OUT/check4_tma3.txt 2>&1; echo "check tma3 rc $? $(grep -E 'kernel runs over' $OUT/check4_tma3.txt)"
for pass in 1 2; do
  timeout 60 build/pabench bench/ab.lua tree "$P" >> $OUT/ab4.txt 2>&1
  PA_TMA=1 timeout 60 build/pabench bench/ab.lua tma1 "$P" >> $OUT/ab4.txt 2>&1
  PA_TMA=2 PA_TMA_NOPROMO=1 timeout 60 build/pabench bench/ab.lua tma2 "$P" >> $OUT/ab4.txt 2>&1
  PA_TMA=3 timeout 60 build/pabench bench/ab.lua tma3 "$P" >> $OUT/ab4.txt 2>&1
done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg " | " $1; t[k] = t[k] " " $(NF-5) } END { for (k in t) print k ":" t[k] }' $OUT/ab4.txt | sort
