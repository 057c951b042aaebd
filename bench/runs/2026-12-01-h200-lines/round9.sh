# Round 9: the CUDA backend now waits out the clearing of a released pool of
# 1 GB or more before it times anything (src/backend_cuda.cu,
# wait_for_released_memory), and the check's refused pool allocates nothing.
# Round 7's release case again, then the full check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round9
mkdir -p $R
sed -n '/cat > \$R\/probe.lua/,/^LUA$/p' bench/runs/2026-12-01-h200-lines/round7.sh | sed '1d;$d' > $R/probe.lua
for c in release keep release; do $B $R/probe.lua $c 2>&1 | tee -a $R/probe.txt; done
$B -e 'local t = os.clock(); local c = pa.cache{blocks = math.ceil(30e9 / (2 * 16 * 8 * 128 * 2))}; c:close()
local w0 = io.popen("date +%s.%N"):read("l"); pa.read_bandwidth(); local w1 = io.popen("date +%s.%N"):read("l")
print(string.format("read bandwidth right after a 30 GB release: %.1f GB/s, %.2f s", pa.read_bandwidth(), w1 - w0))' 2>&1 | tee -a $R/probe.txt
$B check > $R/check.txt 2>&1
echo "check: exit $?; $(tail -n 2 $R/check.txt | head -n 1)"
grep -E 'refused|L2 cold|read bandwidth' $R/check.txt
(cd $OUT && tar czf round9.tar.gz round9 && cp round9/check.txt round9/probe.txt . && rm -rf round9)
