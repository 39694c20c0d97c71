#pragma once
// The quick-reference sheet of a rule system, from the rules files the engines read (a
// user's own copy wins), for the print table.

#include <span>
#include <string_view>

#include "app/core/print_service.hpp"

namespace tachanka::core {

struct QrsSystem {
    std::string_view id;     // --system: "red-actions"
    std::string_view title;  // "Red Actions!"
    void (*print)(const PrintRequest& request) = nullptr;
};

// Red Actions! first: the default when no system is asked for.
std::span<const QrsSystem> qrsSystems();

// Prints request.system's sheet (Red Actions! by default); an unknown system is a UserError
// listing those there are.
void printQrs(const PrintRequest& request);

}  // namespace tachanka::core
