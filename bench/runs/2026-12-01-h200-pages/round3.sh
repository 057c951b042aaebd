# Round 3: the same two builds as round 2 (its check passed on build/pabench):
# `auto` over bench/ab.lua's suite configs, three passes each, alternating;
# then split_kv and paged at 8 x 32768 (each K/V row read by four one-head CTAs,
# through L2), whose block-16 row read 10 % slower in round 2's two passes,
# at blocks 1, 8 and 16, four passes each.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
export R=$OUT/round3
mkdir -p $R
CHECK=0 OUT=$R bench/ab_round.sh rowaddr build/pabench.base build/pabench "" 3 | tail -n 40
for pass in 1 2 3 4; do
  for b in base new; do
    B=build/pabench; [ $b = base ] && B=build/pabench.base
    $B scenarios/page_size.lua --quiet --batch 8 --ctx 32768 --block_sizes 1,8,16 --kernels split_kv,paged \
      --json $R/l2_${b}_$pass.json > $R/l2_${b}_$pass.txt 2>&1
  done
done
build/pabench -e '
local report = require "pa.report"
local best = {}
for _, b in ipairs{"base", "new"} do
  for pass = 1, 4 do
    local doc = report.read_json(os.getenv("R") .. "/l2_" .. b .. "_" .. pass .. ".json")
    for _, r in ipairs(doc.rows) do
      local key = string.format("%-10s %4d  %-8s", r.config, r.block, r.kernel)
      best[key] = best[key] or {base = {}, new = {}}
      table.insert(best[key][b], string.format("%.1f", r.us))
    end
  end
end
local keys = {}
for k in pairs(best) do keys[#keys + 1] = k end
table.sort(keys)
print("== config, block, kernel: base us (4 passes) | new us (4 passes)")
for _, k in ipairs(keys) do
  print(k .. "  " .. table.concat(best[k].base, " ") .. " | " .. table.concat(best[k].new, " "))
end' 2>&1 | tee $R/l2.txt
gzip $R/*.json
(cd $OUT && tar czf round3.tar.gz round3 && cp round3/rowaddr_ab.txt round3/l2.txt . && rm -rf round3)
