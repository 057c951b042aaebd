# Round 9: the suite on the committed tree (front-loaded partitions, one part
# fewer where both counts front-load): bench/gpu_round.sh check triton peak.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
bash bench/gpu_round.sh check triton peak
