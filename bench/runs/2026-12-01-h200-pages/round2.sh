# Round 2: the copies of blocks under 16 tokens addressing a row by one 32-bit
# product (build/pabench) against the tree before it (build/pabench.base): the
# full check on the new build, then page_size.lua at blocks of 1, 8 and 16
# (16 takes the other copy path, the control) on both builds, two passes each,
# alternating, at group 4 and at group 1 (MHA).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
export R=$OUT/round2
mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv > $R/device.txt 2>&1
t0=$SECONDS
build/pabench check --csv $R/check.csv > $R/check.txt 2>&1
echo "check: exit $?, $((SECONDS - t0)) s; $(grep -E 'kernel runs over' $R/check.txt)"
for pass in 1 2; do
  for b in base new; do
    B=build/pabench; [ $b = base ] && B=build/pabench.base
    $B scenarios/page_size.lua --quiet --block_sizes 1,8,16 --json $R/g4_${b}_$pass.json > $R/g4_${b}_$pass.txt 2>&1
    echo "g4 $b $pass: exit $?"
    $B scenarios/page_size.lua --quiet --block_sizes 1,8,16 --heads 8 --kv_heads 8 --kernels paged,split_kv,auto \
      --json $R/mha_${b}_$pass.json > $R/mha_${b}_$pass.txt 2>&1
    echo "mha $b $pass: exit $?"
  done
done
# best us per row: base (two passes) -> new (two passes)
build/pabench -e '
local report = require "pa.report"
for _, set in ipairs{"g4", "mha"} do
  local best = {}
  for _, b in ipairs{"base", "new"} do
    for pass = 1, 2 do
      local doc = report.read_json(os.getenv("R") .. "/" .. set .. "_" .. b .. "_" .. pass .. ".json")
      for _, r in ipairs(doc.rows) do
        local key = string.format("%-10s %4d  %-8s", r.config, r.block, r.kernel)
        best[key] = best[key] or {order = r, base = {}, new = {}}
        table.insert(best[key][b], r.us)
      end
    end
  end
  local keys = {}
  for k in pairs(best) do keys[#keys + 1] = k end
  table.sort(keys)
  print("== " .. set .. ": config, block, kernel; base us (2 passes) -> new us; new/base of the bests")
  for _, k in ipairs(keys) do
    local v = best[k]
    print(string.format("%s  %7.2f %7.2f -> %7.2f %7.2f   %.3f", k, v.base[1], v.base[2], v.new[1], v.new[2],
      math.min(v.new[1], v.new[2]) / math.min(v.base[1], v.base[2])))
  end
end' 2>&1 | tee $R/ab.txt
gzip $R/*.json
(cd $OUT && tar czf round2.tar.gz round2 && cp round2/ab.txt round2/check.txt . && rm -rf round2)
