# Round 11: the committed tree's last build (pa.kernel_limits and the
# scenarios' bounds taken from it; kernels unchanged): the quick check, the
# limits as the GPU build reports them, one scenario's option error, and
# scenarios/smoke.lua.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 200 build/pabench check --quick > $OUT/check11.txt 2>&1; echo "check rc $? $(grep -E 'kernel runs over' $OUT/check11.txt)"
build/pabench -e 'print("kernel_limits", pa.kernel_limits.chunk, pa.kernel_limits.splits, pa.backend())'
build/pabench scenarios/chunk_size.lua --splits 257 > /dev/null 2> $OUT/err11.txt; echo "chunk_size --splits 257: rc $? $(cat $OUT/err11.txt)"
timeout 120 build/pabench scenarios/smoke.lua --quiet > $OUT/smoke11.txt 2>&1; echo "smoke rc $?"; tail -n 16 $OUT/smoke11.txt | cut -c1-160
