set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device6.txt 2>&1
python3 bench/harness_floor.py > $OUT/harness_floor.txt 2>&1; echo "harness rc $?"; cat $OUT/harness_floor.txt
for k in auto paged gqa; do build/pabench bench/floor_probe.lua $k > $OUT/floor_$k.txt 2>&1; echo "floor $k rc $?"; head -5 $OUT/floor_$k.txt; done
