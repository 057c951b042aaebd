# Round 1: the committed tree b92eb80 on the GPU: the full check, then every
# bundled scenario at its defaults (bench/gpu_round.sh check scenarios). The
# scenarios last ran as a set on the GPU on 2026-11-29 (h200-tuned).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
OUT=$OUT timeout 570 bash bench/gpu_round.sh check scenarios > $OUT/round1.txt 2>&1; echo "round rc $?"
tail -n 20 $OUT/round1.txt | cut -c1-200
