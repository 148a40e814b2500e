package decide

import "container/list"

// cachedVector is an option vector and its norm. Cached vectors are never
// mutated, so callers may keep them after the lock is released.
type cachedVector struct {
	vector []float32
	norm   float64
}

// lru is a bounded least-recently-used map. It is not safe for concurrent use;
// CachedEmbedding guards it.
type lru struct {
	capacity int
	order    *list.List // front: most recently used; values are *lruEntry
	entries  map[string]*list.Element
}

type lruEntry struct {
	key   string
	value cachedVector
}

func newLRU(capacity int) *lru {
	return &lru{capacity: capacity, order: list.New(), entries: make(map[string]*list.Element)}
}

func (c *lru) get(key string) (cachedVector, bool) {
	el, ok := c.entries[key]
	if !ok {
		return cachedVector{}, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*lruEntry).value, true
}

func (c *lru) put(key string, v cachedVector) {
	if el, ok := c.entries[key]; ok {
		el.Value.(*lruEntry).value = v
		c.order.MoveToFront(el)
		return
	}
	c.entries[key] = c.order.PushFront(&lruEntry{key, v})
	for c.order.Len() > c.capacity {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		delete(c.entries, oldest.Value.(*lruEntry).key)
	}
}

func (c *lru) len() int { return c.order.Len() }

func (c *lru) clear() {
	c.order.Init()
	clear(c.entries)
}
