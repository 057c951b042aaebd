# Round 8: the suite on the committed tree 8eb293a (three ring slots for
# partitions of 1024 tokens or more in one wave): bench/gpu_round.sh check
# triton peak.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
bash bench/gpu_round.sh check triton peak
