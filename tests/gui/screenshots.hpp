#pragma once
// Running the real desktop app under Xvfb and reading the PNG it saves with --screenshot.

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/support/process.hpp"
#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

// The app with `arguments`, a separate config and data home under `folder` (so a test never
// sees the user's recent files), under its own X server.
ProcessResult runGui(const TempFolder& folder, std::vector<std::string> arguments);

struct Picture {
    int width = 0;
    int height = 0;
    std::size_t distinctColours = 0;
    std::vector<unsigned char> rgb;
};

// The lines of a run's stderr in which GTK, GLib or GdkPixbuf warn: a missing runtime package
// (GTK's SVG loader, say) shows only there, so a window test fails on any of them.
std::string toolkitWarnings(const std::string& err);

Picture readPng(const std::filesystem::path& file);

// How many pixels two pictures of the same size do not share; all of them when the sizes
// differ.
std::size_t differingPixels(const Picture& first, const Picture& second);

}  // namespace tachanka::testing
