# Round 2: the suite on the committed tree b92eb80, with the seed's Triton
# kernel and SDPA in the same call: bench/gpu_round.sh triton peak (the full
# check ran in round 1 on the same build).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
OUT=$OUT timeout 570 bash bench/gpu_round.sh triton peak > $OUT/round2.txt 2>&1; echo "round rc $?"
tail -n 12 $OUT/round2.txt | cut -c1-200
