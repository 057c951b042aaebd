# Round 8: the candidate (build/pabench): round 7's whole sequences of 257 to
# 384 tokens in eight warps of three slots, and the planner keeping a sequence
# whole in a grid of an eighth to half of the SMs wherever a CTA holds it on
# chip. bench/explore.lua whole, `auto` of the candidate against `auto` of the
# last commit (build/pabench.head, round 6's), two passes; then the full check
# and the suite with the seed's Triton and SDPA.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  timeout 60 build/pabench.head bench/explore.lua whole > $OUT/explore8_head_$pass.txt 2>&1
  timeout 60 build/pabench bench/explore.lua whole > $OUT/explore8_new_$pass.txt 2>&1
done
for f in $OUT/explore8_*; do echo "== $(basename $f)"; grep -E 'MB|auto ' $f | sed -E 's/ +/ /g; s/ own tables [0-9.]+ us//; s/ err.*//; s/: [0-9.]+ MB, [0-9]+ layers//; s/ iso.*//; s/auto threads - splits 1 chunk - //' | paste - - | cut -c1-80; done
OUT=$OUT timeout 420 bash bench/gpu_round.sh check triton peak > $OUT/gpu_round8.txt 2>&1; echo "gpu_round: exit $?"
grep -E "whole seq|kernel runs|check:" $OUT/gpu_round8.txt $OUT/round/check.txt | tail -3
grep -E "^seed|^long 1x4096 |^gqa16" $OUT/round/peak.txt | cut -c1-175
