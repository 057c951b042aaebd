# Round 2: the suite on the committed tree 86e45c1 (the front-loaded launch with
# the short partitions' length a constant): bench/gpu_round.sh check triton peak.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
bash bench/gpu_round.sh check triton peak
