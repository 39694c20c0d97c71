#include "app/core/campaign/order.hpp"

#include <sstream>

#include "app/core/common/json_value.hpp"
#include "app/core/common/json_writer.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {

Order& Order::with(std::string name, std::string value) {
    inputs.emplace_back(std::move(name), std::move(value));
    return *this;
}

std::optional<std::string> Order::input(std::string_view name) const {
    for (const auto& [key, value] : inputs) {
        if (key == name) return value;
    }
    return std::nullopt;
}

std::string Order::text() const {
    std::ostringstream out;
    JsonWriter json(out);
    write(json);
    return out.str();
}

void Order::write(JsonWriter& json) const {
    json.beginObject();
    json.key("kind").value(kind);
    json.key("inputs").beginObject();
    for (const auto& [name, value] : inputs) json.key(name).value(value);
    json.endObject();
    json.endObject();
}

Order Order::from(const JsonValue& value) {
    if (!value.isObject() || !value.object().contains("kind") || !value["kind"].isString() ||
        !value.object().contains("inputs") || !value["inputs"].isObject()) {
        throw UserError("an order is {\"kind\": TEXT, \"inputs\": {NAME: TEXT, ...}}");
    }
    Order order{value["kind"].string(), {}};
    for (const auto& [name, input] : value["inputs"].object()) {
        if (!input.isString()) {
            throw UserError("the " + order.kind + " order's input '" + name + "' is not text");
        }
        order.inputs.emplace_back(name, input.string());
    }
    return order;
}

}  // namespace tachanka::core
