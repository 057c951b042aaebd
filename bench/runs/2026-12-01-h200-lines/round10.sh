# Round 10: the wait after a release extended from pools to every large
# cudaFree the backend makes (a grown or released workspace, the read
# bandwidth's 8 GiB buffer, which a scenario frees just before its first row).
# Round 7's probe, a probe of the read's buffer, then check --quick and smoke.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round10
mkdir -p $R
sed -n '/cat > \$R\/probe.lua/,/^LUA$/p' bench/runs/2026-12-01-h200-lines/round7.sh | sed '1d;$d' > $R/probe.lua
for c in release control; do $B $R/probe.lua $c 2>&1 | tee -a $R/probe.txt; done
$B -e 'local c = pa.cache{blocks = 32768 + 64, block_size = 16, kv_heads = 8, head_dim = 128, seed = 1}
local lens = {}
for i = 1, 64 do lens[i] = 8192 end
local b = pa.batch{cache = c, allocator = pa.allocator("shuffled", c), heads = 32, context_lens = lens}
local g = pa.read_bandwidth()
local s1 = pa.kernel("gqa"):time(b, {iters = 10, graph = true})
local s2 = pa.kernel("gqa"):time(b, {iters = 10, graph = true})
print(string.format("read %.1f GB/s; the step just after the read: %.2f us, then %.2f us", g, s1.min, s2.min))' 2>&1 | tee -a $R/probe.txt
$B check --quick > $R/check_quick.txt 2>&1
echo "check --quick: exit $?; $(tail -n 2 $R/check_quick.txt | head -n 1)"
$B scenarios/smoke.lua > $R/smoke.txt 2>&1; echo "smoke: exit $?"
(cd $OUT && tar czf round10.tar.gz round10 && cp round10/probe.txt round10/check_quick.txt . && rm -rf round10)
