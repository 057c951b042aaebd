# Round 5: round 4 found that a refused cudaMalloc left its error as the
# runtime's last one, so the next pool's fill read "launch: out of memory".
# The backend now takes the error where it reports it, and `pabench check`
# has a row for it. The same edges again, the full check, and memcheck over
# the quick matrix (where the new row says it is not run).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round5
mkdir -p $R
$B -e 'local d = pa.device(); local ok, err = pcall(pa.cache, {blocks = math.ceil(1.2 * d.memory_bytes / (2 * 16 * 8 * 128 * 2))}); print("pool of 1.2x device memory:", ok, err)
local c = pa.cache{blocks = 64, block_size = 16, kv_heads = 2, head_dim = 64}
local b = pa.batch{cache = c, allocator = pa.allocator("shuffled", c), context_lens = {500, 300}, heads = 4}
print("next pool, max err:", pa.kernel("gqa"):run(b):max_abs_err(b:reference()))
local w = pa.batch{cache = c, block_tables = {{0, 1}}, context_lens = {20}, heads = 4}
print("naive after it:", pa.kernel("naive"):run(w):max_abs_err(w:reference()))
debug.setuservalue(b, pa.cache{blocks = 2, block_size = 16, kv_heads = 2, head_dim = 64}, 1)
print("swapped cache:", pcall(function() return pa.kernel("gqa"):run(b) end))
debug.setuservalue(b, c, 1)
print("restored, max err:", pa.kernel("gqa"):run(b):max_abs_err(b:reference()))
print("graph reported:", pa.kernel("gqa"):time(b, {iters = 3, graph = true}).graph)' 2>&1 | tee $R/edges.txt
$B check > $R/check.txt 2>&1
echo "check: exit $?; $(grep -E 'refused|kernel runs over' $R/check.txt)"
compute-sanitizer --error-exitcode 99 --print-limit 40 --tool memcheck $B check --quick > $R/memcheck.txt 2>&1
echo "memcheck (check --quick): exit $?; $(grep -E 'ERROR SUMMARY' $R/memcheck.txt); $(grep -E 'refused' $R/memcheck.txt)"
(cd $OUT && tar czf round5.tar.gz round5 && cp round5/check.txt round5/edges.txt . && rm -rf round5)
