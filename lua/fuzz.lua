-- Random configurations. For `pabench check --random N`: shapes, tables and
-- launch options drawn from the whole space the API takes, where the
-- conformance matrix holds a fixed grid. Groups of 3 or 12, kv_heads of 1 or 7,
-- blocks of 2 or 512 tokens, tables with holes and blocks shared between
-- sequences (a common prefix, as an engine's prefix cache makes), split
-- counts up to 48. A configuration follows from its seed and number alone
-- (lua/check.lua seeds Lua's generator with both), so a failure printed with
-- its number is run again by itself. For scenarios/auto.lua (M.draw_step): the
-- decode steps an engine serves, at sizes worth timing.
local M = {}

-- a value of `choices` by weight: {{value, weight}, ...}
function M.weighted(rand, choices)
  local total = 0
  for _, c in ipairs(choices) do total = total + c[2] end
  local x = rand() * total
  for _, c in ipairs(choices) do
    x = x - c[2]
    if x < 0 then return c[1] end
  end
  return choices[#choices][1]
end

-- an integer in lo..hi, spread evenly over its logarithm: a power-of-two
-- range first, then a value in it (integer steps only, so a seed draws the
-- same on every machine whatever its libm)
function M.log_uniform(rand, lo, hi)
  local ranges = {}
  local from = lo
  while from <= hi do
    ranges[#ranges + 1] = from
    from = from * 2
  end
  local a = ranges[math.floor(rand() * #ranges) + 1]
  local b = math.min(hi, 2 * a - 1)
  return a + math.floor(rand() * (b - a + 1))
end

-- Work a configuration may take: the host's float64 reference runs over
-- tokens x heads x head_dim, and that sets how many configurations a minute.
M.MAX_WORK = 1 << 26
-- and the K/V pool it fills (a pool is drawn on the host on the CPU backend)
M.MAX_POOL_BYTES = 256 << 20

-- One configuration from `rand` (a function returning floats in [0, 1)):
-- everything pa.cache, pa.batch and the launches need, in plain values.
function M.draw(rand)
  local c = {
    dtype = M.weighted(rand, {{"fp16", 5}, {"bf16", 3}, {"fp32", 2}}),
    head_dim = M.weighted(rand, {{64, 3}, {128, 5}, {256, 2}}),
    block_size = M.weighted(rand, {{1, 1}, {2, 1}, {4, 1}, {8, 1}, {16, 6}, {32, 1}, {64, 1}, {128, 1}, {256, 2},
                                 {512, 1}, {1024, 1}}),
    kv_heads = M.weighted(rand, {{1, 2}, {2, 2}, {3, 1}, {4, 1}, {7, 1}, {8, 3}, {16, 1}, {32, 1}}),
    group = M.weighted(rand, {{1, 3}, {2, 1}, {3, 1}, {4, 3}, {5, 1}, {6, 1}, {7, 1}, {8, 2}, {12, 1}, {16, 2}}),
    layout = M.weighted(rand, {{"contiguous", 1}, {"shuffled", 3}, {"fragmented", 2}, {"holes", 1}, {"shared", 1}}),
    seed = math.floor(rand() * 1e6) + 1,
  }
  local heads = c.kv_heads * c.group
  -- past 256 sequences the GPU launch numbers its partitions another way
  local batch = M.log_uniform(rand, 1, 512)
  local longest = M.weighted(rand, {{16, 1}, {300, 2}, {2048, 3}, {8192, 2}, {32768, 1}})
  -- the work bound first, so a drawn batch is never cut to nothing
  local cap = math.max(1, M.MAX_WORK // (heads * c.head_dim))
  longest = math.max(1, math.min(longest, cap // batch))
  local same = rand() < 0.3
  c.lens = {}
  local first = M.log_uniform(rand, 1, longest)
  for i = 1, batch do c.lens[i] = same and first or M.log_uniform(rand, 1, longest) end
  -- the kernels a configuration runs, each with a launch option drawn for it
  c.launches = {
    {"paged", {}},
    {"paged", {chunk = M.weighted(rand, {{16, 1}, {32, 1}, {64, 1}, {128, 1}})}},
    {"split_kv", {splits = M.log_uniform(rand, 1, 48)}},
    {"gqa", {}},
    {"gqa", {splits = M.log_uniform(rand, 1, 48)}},
    {"auto", {}},
  }
  -- many short sequences in large blocks make a large pool: smaller blocks
  -- then, down to what the pool bound allows
  local elem = c.dtype == "fp32" and 4 or 2
  local function pool_bytes()
    local blocks = 4
    for _, l in ipairs(c.lens) do blocks = blocks + (l + c.block_size - 1) // c.block_size end
    return 2 * blocks * c.block_size * c.kv_heads * c.head_dim * elem
  end
  while c.block_size > 1 and pool_bytes() > M.MAX_POOL_BYTES do c.block_size = c.block_size // 2 end
  local tokens = 0
  for _, l in ipairs(c.lens) do tokens = tokens + l end
  -- the host-looping and one-token kernels only where they stay quick
  if tokens <= 4096 then
    table.insert(c.launches, 1, {"paged_scalar", {}})
    table.insert(c.launches, 1, {"gather", {}})
  end
  if tokens <= 1024 then table.insert(c.launches, 1, {"naive", {}}) end
  -- some configurations also as the layers of a step, timed back to back in
  -- one graph before each layer is checked: on a GPU, launches that start
  -- while the one before drains, and merge counters and words that each
  -- replay must leave ready for the next
  c.layers = rand() < 0.15 and 3 or 1
  -- half at the default 1/sqrt(head_dim), half at 0.01 to 2 in steps of 0.01
  -- (peaked softmaxes too), drawn as integers like the rest
  if rand() < 0.5 then c.scale = (1 + math.floor(rand() * 200)) / 100 end
  return c
end

-- One decode step to time (scenarios/auto.lua): the shapes engines serve
-- (fp16 and bf16 mostly, the heads and groups of real models, 16-token pages
-- mostly) with K/V bytes spread evenly over their logarithm from lo_bytes to
-- hi_bytes, so launch-bound steps weigh as much as long streams. The batch is
-- drawn and the lengths follow from the bytes: all equal, or in 3 of 10
-- batches mixed, from an eighth of the mean to twice it. dtypes (optional): a
-- set of the types to draw from ({fp16 = true, ...}), by the same weights.
function M.draw_step(rand, lo_bytes, hi_bytes, dtypes)
  local types = {}
  for _, t in ipairs{{"fp16", 6}, {"bf16", 3}, {"fp32", 1}} do
    if not dtypes or dtypes[t[1]] then types[#types + 1] = t end
  end
  local s = {
    dtype = M.weighted(rand, types),
    head_dim = M.weighted(rand, {{64, 2}, {128, 6}, {256, 2}}),
    block_size = M.weighted(rand, {{1, 1}, {8, 1}, {16, 6}, {32, 1}, {64, 1}, {256, 2}}),
    kv_heads = M.weighted(rand, {{1, 1}, {2, 1}, {4, 2}, {8, 4}, {16, 1}}),
    group = M.weighted(rand, {{1, 2}, {2, 1}, {4, 3}, {5, 1}, {8, 3}, {16, 2}}),
    allocator = M.weighted(rand, {{"shuffled", 4}, {"fragmented", 1}, {"contiguous", 1}}),
  }
  s.heads = s.kv_heads * s.group
  local per_token = M.token_bytes(s)
  local tokens = math.max(1, M.log_uniform(rand, lo_bytes, hi_bytes) // per_token)
  local batch = math.min(M.log_uniform(rand, 1, 256), tokens)
  local mean = tokens // batch
  local mixed = batch > 1 and rand() < 0.3
  s.lens = {}
  for i = 1, batch do s.lens[i] = mixed and M.log_uniform(rand, math.max(1, mean // 8), 2 * mean) or mean end
  local function total()
    local t = 0
    for _, l in ipairs(s.lens) do t = t + l end
    return t * per_token
  end
  -- halved until it fits, but no shorter than a token a sequence: where one
  -- token of each sequence passes hi_bytes, the step stays over it
  local function shortest() for _, l in ipairs(s.lens) do if l > 1 then return false end end return true end
  while total() > hi_bytes and not shortest() do
    for i, l in ipairs(s.lens) do s.lens[i] = math.max(1, l // 2) end
  end
  s.mixed = mixed
  return s
end

-- the K+V bytes of one token of a shape
function M.token_bytes(s)
  return 2 * s.kv_heads * s.head_dim * (s.dtype == "fp32" and 4 or 2)
end

-- A drawn step in a few words: type, head_dim, heads/kv heads, block, table
-- layout, then batch x length (x ~mean for mixed lengths).
function M.describe_step(s)
  local sum = 0
  for _, l in ipairs(s.lens) do sum = sum + l end
  return string.format("%s D%d %d/%d bs%d %s %dx%s%d", s.dtype, s.head_dim, s.heads, s.kv_heads, s.block_size,
    s.allocator:sub(1, 4), #s.lens, s.mixed and "~" or "", s.mixed and (sum + #s.lens // 2) // #s.lens or s.lens[1])
end

-- A launch as `name(k=v, ...)`.
function M.launch_name(l)
  local keys = {}
  for k in pairs(l[2]) do keys[#keys + 1] = k end
  table.sort(keys)
  local parts = {}
  for _, k in ipairs(keys) do parts[#parts + 1] = k .. "=" .. tostring(l[2][k]) end
  return #parts > 0 and (l[1] .. "(" .. table.concat(parts, ", ") .. ")") or l[1]
end

-- The configuration in one line: its shape, then its lengths.
function M.describe(c)
  local lens = #c.lens <= 8 and table.concat(c.lens, ",") or
    string.format("%s,... (%d sequences)", table.concat({table.unpack(c.lens, 1, 6)}, ","), #c.lens)
  return string.format("%s D%d bs%d kv%d group%d %s seed %d%s lens %s%s", c.dtype, c.head_dim, c.block_size,
    c.kv_heads, c.group, c.layout, c.seed, c.scale and string.format(" scale %.3g", c.scale) or "", lens,
    c.layers > 1 and string.format(", %d layers", c.layers) or "")
end

local function blocks_of(len, bs) return (len + bs - 1) // bs end

-- Block tables for the two layouts no allocator makes. "holes": some blocks
-- of each sequence are -1 (never its first, so each reads something), which
-- the kernels must skip as the reference does. "shared": every sequence
-- starts with the same blocks, its own after them.
local function explicit_tables(c, rand, pool)
  local bs, tables, next_free = c.block_size, {}, 0
  local function take()
    next_free = next_free + 1
    return pool[next_free]
  end
  local prefix = {}
  if c.layout == "shared" then
    local shortest = math.huge
    for _, l in ipairs(c.lens) do shortest = math.min(shortest, blocks_of(l, bs)) end
    for i = 1, math.max(1, shortest // 2) do prefix[i] = take() end
  end
  for b, len in ipairs(c.lens) do
    local row = {}
    for i = 1, blocks_of(len, bs) do
      if prefix[i] then row[i] = prefix[i]
      elseif c.layout == "holes" and i > 1 and rand() < 0.25 then row[i] = -1
      else row[i] = take() end
    end
    tables[b] = row
  end
  return tables, next_free
end

-- The batch of configuration `c` on the current backend, and its cache;
-- `layer` (1 unless given) draws another batch of the same shape.
function M.build(c, pa, layer)
  if layer and layer > 1 then
    local other = {}
    for k, v in pairs(c) do other[k] = v end
    other.seed = c.seed + 1000 * (layer - 1)
    c = other
  end
  local bs, need = c.block_size, 0
  for _, l in ipairs(c.lens) do need = need + blocks_of(l, bs) end
  local cache = pa.cache{blocks = need + 4, block_size = bs, kv_heads = c.kv_heads, head_dim = c.head_dim,
                         dtype = c.dtype, seed = c.seed}
  local spec = {cache = cache, heads = c.kv_heads * c.group, context_lens = c.lens, seed = c.seed + 1,
                scale = c.scale}
  if c.layout == "holes" or c.layout == "shared" then
    -- physical blocks in a shuffled order, drawn from the configuration's seed
    local rng = pa.allocator("shuffled", cache, {seed = c.seed + 2})
    local order = rng:allocate((need + 4) * bs).blocks
    local state = c.seed
    local function rand() -- a small LCG: the holes follow from the seed alone
      state = (state * 1103515245 + 12345) % 2147483648
      return state / 2147483648
    end
    spec.block_tables = explicit_tables(c, rand, order)
  else
    local alloc_opts = c.layout == "fragmented" and {seed = c.seed + 2, churn = 4, mean_blocks = 4}
      or {seed = c.seed + 2}
    spec.allocator = pa.allocator(c.layout, cache, alloc_opts)
  end
  return pa.batch(spec), cache
end

return M
