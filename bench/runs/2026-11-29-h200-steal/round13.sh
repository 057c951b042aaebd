set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
build/pabench bench/runs/2026-11-29-h200-steal/iso_smem.lua > $OUT/iso_smem.txt 2>&1; echo "rc $?"; cat $OUT/iso_smem.txt
