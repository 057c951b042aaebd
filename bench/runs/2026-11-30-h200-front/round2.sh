# Round 2: front-loaded partitions over shapes and specs (front.patch with
# partition-major CTA order, build/pabench); each shape: the tree's launch at
# the same split counts (no variable), then each spec list; two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-11-30-h200-front
mkdir -p $OUT
one() { # file shape... ; spec lists in SPECS
  local f=$1; shift
  timeout 60 build/pabench $D/front2.lua "$@" >> $OUT/$f 2>&1
  for sp in "${SPECS[@]}"; do PA_PROBE_FRONT=$sp timeout 60 build/pabench $D/front2.lua "$@" >> $OUT/$f 2>&1; done
}
for pass in 1 2; do
  f=front2_$pass.txt
  SPECS=("9=7:512:256,10=6:512:256,11=5:512:256,12=6:512:192" "9=6:512:384,10=6:480:304,11=4:512:320,12=4:512:256")
  one $f 1x4096 1 4096 32 8 16 9 10 11 12
  one $f "g8 1x4096" 1 4096 64 8 16 9 10 11 12
  one $f "1x4096 block1" 1 4096 32 8 1 9 10 11 12
  SPECS=("7=5:512:256,8=4:512:256,9=3:512:256,10=2:512:256")
  one $f 1x3072 1 3072 32 8 16 7 8 9 10
  SPECS=("8=6:512:256,9=5:512:256,10=4:512:256")
  one $f 1x3500 1 3500 32 8 16 8 9 10
  SPECS=("11=9:512:256,12=8:512:256,13=7:512:256,14=6:512:256")
  one $f 1x5000 1 5000 32 8 16 11 12 13 14
  SPECS=("5=3:512:256,6=2:512:256")
  one $f 2x2048 2 2048 32 8 16 5 6
  SPECS=("6=4:512:256,7=3:512:256")
  one $f 2x2560 2 2560 32 8 16 6 7
  SPECS=("10=6:512:256,11=5:512:256")
  one $f "kv4 2x4096" 2 4096 16 4 16 10 11
  SPECS=("4=2:512:256,5=1:512:256")
  one $f 3x1536 3 1536 32 8 16 4 5
done
timeout 120 build/pabench check --quick > $OUT/check2.txt 2>&1; echo "check: exit $?"
grep -E "kernel runs|FAIL" $OUT/check2.txt | tail -3
grep -E "^[^ ]|layer" $OUT/front2_1.txt | cut -c1-100
