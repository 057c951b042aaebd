# Round 6: the committed tree at the session's end (kernels as the launch round
# left them): the full check, the seed's Triton kernels and SDPA, the peak.lua suite.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
OUT=$OUT bash bench/gpu_round.sh check triton peak > $OUT/round6.txt 2>&1; echo "round rc $?"
tail -n 60 $OUT/round6.txt | cut -c1-250
