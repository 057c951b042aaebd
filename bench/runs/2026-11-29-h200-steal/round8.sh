set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device8.txt 2>&1
build/pabench bench/runs/2026-11-29-h200-steal/iso_floor.lua > $OUT/iso_floor.txt 2>&1; echo "iso rc $?"; cat $OUT/iso_floor.txt
