# Round 1: front-loaded partitions (front.patch, build/pabench) against the
# tree's launch at the same split counts (the same binary without the
# variable), two passes; then the quick check (the probe off).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-11-30-h200-front
mkdir -p $OUT
A="10=6:512:256,11=5:512:256,12=4:512:256,13=3:512:256"
B="10=5:512:320,11=4:512:320,12=5:512:224,13=5:512:192"
for pass in 1 2; do
  timeout 100 build/pabench $D/front.lua > $OUT/tree_$pass.txt 2>&1
  PA_PROBE_FRONT=$A timeout 100 build/pabench $D/front.lua > $OUT/frontA_$pass.txt 2>&1
  PA_PROBE_FRONT=$B timeout 100 build/pabench $D/front.lua > $OUT/frontB_$pass.txt 2>&1
done
timeout 120 build/pabench check --quick > $OUT/check1.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL" $OUT/check1.txt | tail -3
for f in tree_1 frontA_1 frontB_1 tree_2 frontA_2 frontB_2; do echo "== $f"; grep -E "^[^ ]|layer" $OUT/$f.txt | cut -c1-90; done
