# Round 5: the committed kernels; the seed's Triton kernel and SDPA now also timed
# as a step's layers (bench/seed_triton.py), the ratios both ways in peak.lua.
# A short Triton run first, then the whole round (check, triton, peak).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 120 python3 bench/seed_triton.py --only "2x60,16x256" > $OUT/triton5_short.txt 2>&1; echo "short triton rc $?"
cat $OUT/triton5_short.txt
OUT=$OUT bash bench/gpu_round.sh check triton peak > $OUT/round5.txt 2>&1; echo "round rc $?"
tail -n 60 $OUT/round5.txt | cut -c1-330
