-- pa.host_memory: MemAvailable held to a memory cgroup's room, read from a
-- made-up /proc and /sys so that every layout the kernel has is pinned
local h = require "spec.helper"
local pa = h.pa

local GiB = 1 << 30
local MEMINFO = "MemTotal:       67108864 kB\nMemFree:        1000 kB\nMemAvailable:   67108864 kB\n"

local roots = {}
-- a folder standing for /, holding `files` ({["proc/meminfo"] = text, ...})
local function tree(files)
  local root = os.tmpname()
  os.remove(root)
  roots[#roots + 1] = root
  for path, text in pairs(files) do
    local dir = (root .. "/" .. path):match("^(.*)/[^/]*$")
    assert(os.execute("mkdir -p '" .. dir .. "'"))
    local f = assert(io.open(root .. "/" .. path, "w"))
    f:write(text)
    f:close()
  end
  return root
end

local function with_meminfo(files)
  files["proc/meminfo"] = files["proc/meminfo"] or MEMINFO
  return tree(files)
end

describe("pa.host_memory", function()
  teardown(function()
    for _, root in ipairs(roots) do os.execute("rm -rf '" .. root .. "'") end
  end)

  it("is MemAvailable where no cgroup sets a limit", function()
    local m = pa.host_memory(with_meminfo{
      ["proc/self/cgroup"] = "0::/user.slice\n",
      ["sys/fs/cgroup/user.slice/cgroup.procs"] = "1\n",
      ["sys/fs/cgroup/user.slice/memory.max"] = "max\n",
    })
    assert.are.equal(64 * GiB, m.meminfo_bytes)
    assert.are.equal(64 * GiB, m.available_bytes)
    assert.is_nil(m.cgroup)
  end)

  it("holds a cgroup v2 limit less what it holds past its page cache", function()
    local m = pa.host_memory(with_meminfo{
      ["proc/self/cgroup"] = "0::/box\n",
      ["sys/fs/cgroup/box/cgroup.procs"] = "1\n",
      ["sys/fs/cgroup/box/memory.max"] = tostring(8 * GiB) .. "\n",
      ["sys/fs/cgroup/box/memory.current"] = tostring(3 * GiB) .. "\n",
      ["sys/fs/cgroup/box/memory.stat"] = string.format("anon %d\nfile %d\nactive_file %d\ninactive_file %d\n",
        GiB, 2 * GiB, GiB, GiB),
    })
    assert.are.equal(2, m.cgroup_version)
    assert.are.equal("/box", m.cgroup)
    assert.are.equal(8 * GiB, m.cgroup_limit_bytes)
    assert.are.equal(GiB, m.cgroup_held_bytes)
    assert.are.equal(7 * GiB, m.cgroup_room_bytes)
    assert.are.equal(7 * GiB, m.available_bytes)
  end)

  it("takes the tightest of a cgroup v2 path's levels", function()
    local m = pa.host_memory(with_meminfo{
      ["proc/self/cgroup"] = "0::/a/b\n",
      ["sys/fs/cgroup/a/b/cgroup.procs"] = "1\n",
      ["sys/fs/cgroup/a/b/memory.max"] = "max\n",
      ["sys/fs/cgroup/a/memory.max"] = tostring(4 * GiB) .. "\n",
      ["sys/fs/cgroup/a/memory.current"] = tostring(GiB) .. "\n",
      ["sys/fs/cgroup/memory.max"] = tostring(16 * GiB) .. "\n",
      ["sys/fs/cgroup/memory.current"] = tostring(2 * GiB) .. "\n",
    })
    assert.are.equal("/a", m.cgroup)
    assert.are.equal(3 * GiB, m.available_bytes)
  end)

  it("reads the mount's root where the named cgroup is not under it (a namespace)", function()
    local m = pa.host_memory(with_meminfo{
      ["proc/self/cgroup"] = "0::/../../elsewhere\n",
      ["sys/fs/cgroup/memory.max"] = tostring(2 * GiB) .. "\n",
      ["sys/fs/cgroup/memory.current"] = tostring(GiB // 2) .. "\n",
    })
    assert.are.equal("/", m.cgroup)
    assert.are.equal(GiB + GiB // 2, m.available_bytes)
  end)

  it("reads cgroup v1's memory controller, its hierarchical limit the tighter", function()
    local dir = "sys/fs/cgroup/memory/docker/abc/"
    local m = pa.host_memory(with_meminfo{
      ["proc/self/cgroup"] = "5:cpu,cpuacct:/docker/abc\n4:memory:/docker/abc\n0::/\n",
      [dir .. "memory.limit_in_bytes"] = tostring(2 * GiB) .. "\n",
      [dir .. "memory.usage_in_bytes"] = tostring(GiB + GiB // 2) .. "\n",
      [dir .. "memory.stat"] = string.format(
        "cache 1\nhierarchical_memory_limit %d\ntotal_active_file %d\ntotal_inactive_file %d\n",
        GiB, GiB // 2, GiB // 4),
    })
    assert.are.equal(1, m.cgroup_version)
    assert.are.equal("/docker/abc", m.cgroup)
    assert.are.equal(GiB, m.cgroup_limit_bytes)
    assert.are.equal(3 * GiB // 4, m.cgroup_held_bytes)
    assert.are.equal(GiB // 4, m.available_bytes)
  end)

  it("ignores cgroup v1's 'no limit' and files it cannot read", function()
    for _, limit in ipairs{"9223372036854771712\n", "lots\n", ""} do
      local m = pa.host_memory(with_meminfo{
        ["proc/self/cgroup"] = "4:memory:/\n",
        ["sys/fs/cgroup/memory/memory.limit_in_bytes"] = limit,
        ["sys/fs/cgroup/memory/memory.usage_in_bytes"] = "1000\n",
      })
      assert.is_nil(m.cgroup, limit)
      assert.are.equal(64 * GiB, m.available_bytes, limit)
    end
  end)

  it("says nothing it cannot read", function()
    local m = pa.host_memory(tree{["proc/self/cgroup"] = "garbage\n"})
    assert.is_nil(m.available_bytes)
    assert.is_nil(m.meminfo_bytes)
    assert.is_nil(m.cgroup)
  end)

  it("leaves a full cgroup one byte, so its figure never reads as unknown", function()
    local m = pa.host_memory(with_meminfo{
      ["proc/self/cgroup"] = "0::/\n",
      ["sys/fs/cgroup/memory.max"] = tostring(GiB) .. "\n",
      ["sys/fs/cgroup/memory.current"] = tostring(2 * GiB) .. "\n",
    })
    assert.are.equal(0, m.cgroup_room_bytes)
    assert.are.equal(1, m.available_bytes)
  end)

  it("on this machine, never more than MemAvailable", function()
    local m = pa.host_memory()
    assert.is_true(m.meminfo_bytes > 0)
    assert.is_true(m.available_bytes > 0 and m.available_bytes <= m.meminfo_bytes)
  end)
end)
