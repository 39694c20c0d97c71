#pragma once
// Internal to the combat engine: the lists a combat step gathers (units present, shares of
// strength, results to apply) held inline, so that resolving a combat a million times for an
// auto-resolve allocates nothing. A combat never holds more units than maxCombatUnits: the
// declaration is refused before it starts (resolveCombat's validation).

#include <algorithm>
#include <cstddef>
#include <new>
#include <stdexcept>
#include <type_traits>

namespace tachanka::rules::orel {

inline constexpr std::size_t maxCombatUnits = 64;

// Only for plain values (pointers, shares): the storage is left uninitialised until an item
// is pushed, since many lists are made in every combat.
template <typename T, std::size_t Capacity = maxCombatUnits>
class CombatList {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

public:
    using value_type = T;

    CombatList() = default;
    template <typename Range>
    explicit CombatList(const Range& items) {
        for (const auto& item : items) push_back(item);
    }

    void push_back(const T& item) {
        if (size_ == Capacity) throw std::length_error("more units than one combat can hold");
        ::new (static_cast<void*>(data() + size_)) T(item);
        ++size_;
    }
    template <typename Predicate>
    void eraseIf(Predicate predicate) {
        size_ = static_cast<std::size_t>(std::remove_if(begin(), end(), predicate) - begin());
    }
    void clear() { size_ = 0; }

    T* begin() { return data(); }
    T* end() { return data() + size_; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + size_; }
    T* data() { return reinterpret_cast<T*>(storage_); }
    const T* data() const { return reinterpret_cast<const T*>(storage_); }
    T& operator[](std::size_t at) { return data()[at]; }
    const T& operator[](std::size_t at) const { return data()[at]; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }

    friend bool operator==(const CombatList& a, const CombatList& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    alignas(T) std::byte storage_[sizeof(T) * Capacity];
    std::size_t size_ = 0;
};

}  // namespace tachanka::rules::orel
