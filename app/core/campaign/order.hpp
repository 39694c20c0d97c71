#pragma once
// An order (issue 47): what a side asked for in its own file, as core takes it in: the kind of
// action and its inputs by name. A side's file writes each action's order on its ledger, the
// orders file carries them to the umpire, and his campaign carries them out by the same rules
// (app/core/seats/order_book.hpp).

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tachanka::core {

class JsonValue;
class JsonWriter;

struct Order {
    std::string kind;  // "advance", "unit", "battle-plan", ...
    std::vector<std::pair<std::string, std::string>> inputs;

    Order& with(std::string name, std::string value);
    // The input `name`, none when the order does not give it.
    std::optional<std::string> input(std::string_view name) const;

    // {"kind": "unit", "inputs": {"code": "1/2K", "hex": "2405"}}, on one line.
    std::string text() const;
    void write(JsonWriter& json) const;
    // The order `value` holds; a UserError naming what is wrong with it.
    static Order from(const JsonValue& value);
};

}  // namespace tachanka::core
