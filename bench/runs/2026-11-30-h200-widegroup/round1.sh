# Round 1: the candidate (build/pabench): the planner keeps groups 8 and 16
# whole up to 512 tokens in a grid of an eighth to half of the SMs.
# bench/explore.lua wholeg, `auto` of the last commit (build/pabench.head,
# fff56ad) against the candidate's, two passes; wholeg2 (groups 8 and 16 past
# 512 tokens, whole against `auto`), two passes; then the full check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 60 build/pabench.head bench/explore.lua wholeg > $OUT/explore1_head_$pass.txt 2>&1
  timeout 60 build/pabench bench/explore.lua wholeg > $OUT/explore1_new_$pass.txt 2>&1
  timeout 60 build/pabench bench/explore.lua wholeg2 > $OUT/explore1_long_$pass.txt 2>&1
done
timeout 300 build/pabench check > $OUT/check1.txt 2>&1; echo "check: exit $?"
grep -E "whole seq|kernel runs|FAIL" $OUT/check1.txt | head -5
for f in $OUT/explore1_*; do echo "== $(basename $f)"; grep -E 'MB|auto |gqa ' $f | sed -E 's/ +/ /g; s/ own tables [0-9.]+ us//; s/ err.*//; s/: [0-9.]+ MB, [0-9]+ layers//; s/ iso.*//; s/threads - splits ([0-9]+) chunk - layer/s\1/' | paste -s -d' ' | sed 's/ g[0-9]/\n&/g; s/ [0-9]x/\n&/g'; done
