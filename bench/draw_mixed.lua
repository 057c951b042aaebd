-- Batches of mixed lengths for a planner round's hold-out: each batch two to
-- four groups of equal lengths, any dtype, block size and allocator, printed
-- one a line with its auto.lua arguments, this build's launch and its grid:
--   I NAME|--configs ... --allocator A|LAUNCH|GRID
-- A round's draw script runs it with the build before a candidate and with the
-- candidate's; the lines whose launches differ are the steps the change moves.
--   dofile("bench/draw_mixed.lua"){seed = S, n = N, shape = f, most = M, lengths = g}
-- shape(pick): head_dim, kv heads and group, drawn with pick (one of a list);
-- most: the most sequences a group; lengths(head_dim): the shortest and the
-- longest a group's sequences are drawn from. Its `step_line` prints one such
-- line for a draw of another kind.

-- One drawn step's line: its lengths (lens, and parts as --configs writes
-- them), then a dtype, a block size from `blocks` and an allocator drawn with
-- pick, and this build's plan of it. The tier round's long steps print theirs
-- through it too.
local function step_line(i, hd, kv, group, lens, parts, pick, blocks)
  local dtype, block = pick{"fp16", "bf16"}, pick(blocks)
  local alloc = pick{"shuffled", "fragmented", "contiguous"}
  local p = pa.plan{context_lens = lens, heads = kv * group, kv_heads = kv, head_dim = hd, dtype = dtype,
                    device = {sms = 132, gpu = true}}
  print(string.format("%d d%d_h%d_%d_%d|--configs %s --heads %d --kv_heads %d --head_dim %d --dtype %s "
    .. "--block_size %d --allocator %s|%s|%s", i, hd, kv * group, kv, #lens, table.concat(parts, "+"), kv * group,
    kv, hd, dtype, block, alloc, p.launch, tostring(p.grid)))
end

return setmetatable({step_line = step_line}, {__call = function(_, o)
  math.randomseed(o.seed)
  local function pick(t) return t[math.random(#t)] end
  for i = 1, o.n do
    local hd, kv, group = o.shape(pick)
    local shortest, longest = o.lengths(hd)
    local lens, parts = {}, {}
    for _ = 1, math.random(2, 4) do
      local count, len = math.random(1, o.most), math.random(shortest, longest)
      for _ = 1, count do lens[#lens + 1] = len end
      parts[#parts + 1] = count .. "x" .. len
    end
    step_line(i, hd, kv, group, lens, parts, pick, {1, 8, 16, 32, 256})
  end
end})
