# Round 1: 1 x 4096 in fewer, longer partitions (11 to 16; three ring slots a
# warp at chunk 96) on the committed tree (bench/explore.lua ring4096).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device.txt 2>&1
timeout 400 build/pabench bench/explore.lua ring4096 > $OUT/explore_ring4096.txt 2>&1; echo "explore rc $?"
cut -c1-150 $OUT/explore_ring4096.txt
