-- Held-out steps for packing one-warp CTAs two a CTA (round 2): steps drawn
-- as draw_steps.lua draws them, kept where this build's plan packs them,
-- printed as steps_pair lines. From the repository's root:
-- build/pabench bench/runs/2026-12-06-h200-pack/draw_pack.lua [SEED] [N]
local draw = dofile("bench/runs/2026-12-06-h200-pack/draw_steps.lua")
local seed, want = tonumber(arg[1]) or 2026120601, tonumber(arg[2]) or 30
draw.keep(seed, want, function(_, p) return p.pack == 2 end, function(n, s, p)
  return string.format("steps_pair k %s 1 %s  # %s grid %d", draw.name("k", n, s), draw.args(s), p.launch, p.grid)
end)
