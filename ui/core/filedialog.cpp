// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filedialog.h"

#include <QDir>
#include <QFileIconProvider>
#include <QFileInfo>
#include <QMimeDatabase>
#include <QUrl>

namespace gda::ui::filedialog {

namespace {

// Icons and type names from the file's name (and whether it is a folder), never from its
// contents. QFileIconProvider asks the platform theme first (GIO and KIO sniff the contents) and
// QAbstractFileIconProvider::type() matches by content when the name says nothing, as it does for
// a library's -wal and -shm. A file with no known extension is listed as a plain file.
class NameOnlyIconProvider final : public QFileIconProvider
{
public:
    QIcon icon(const QFileInfo &info) const override
    {
        if (info.isDir())
            return QFileIconProvider::icon(info.isRoot() ? Drive : Folder);
        return QFileIconProvider::icon(File);
    }

    QString type(const QFileInfo &info) const override
    {
        if (!info.isFile())
            return QFileIconProvider::type(info); // a folder or a drive: no content is read
        // MatchExtension only stats the file (for a device or a FIFO) and matches the name.
        const QMimeType mime = m_mimes.mimeTypeForFile(info, QMimeDatabase::MatchExtension);
        return mime.comment().isEmpty() ? mime.name() : mime.comment();
    }

private:
    QMimeDatabase m_mimes;
};

QFileIconProvider &nameOnlyIconProvider()
{
    static NameOnlyIconProvider provider; // outlives every dialog; a dialog does not own it
    return provider;
}

// The folder the last accepted dialog showed (QFileDialog keeps its own, out of reach).
QString &lastVisitedFolder()
{
    static QString folder;
    return folder;
}

// A dialog at the root folder, configured before it lists anything: QFileDialog's constructor
// starts listing the folder it is given at once, on the file model's thread, and a provider set
// after that may come too late. The root holds no library of ours.
class Dialog : public QFileDialog
{
public:
    Dialog(QWidget *parent, const QString &caption, const QString &filter)
        : QFileDialog(parent, caption, QDir::rootPath(), filter)
    {
        configure(*this);
    }

    // Goes to `dir` as QFileDialog's static functions do: a folder is shown, a file's folder is
    // shown with the file selected, and without either the last folder or the working folder.
    void start(const QString &dir, QFileDialog::Options options)
    {
        setOptions(options | this->options());
        const QFileInfo info(QDir::current(), dir);
        QString folder;
        if (!dir.isEmpty() && info.isDir())
            folder = info.absoluteFilePath();
        else if (!dir.isEmpty() && QFileInfo(info.absolutePath()).isDir())
            folder = info.absolutePath();
        else if (!lastVisitedFolder().isEmpty() && QFileInfo(lastVisitedFolder()).isDir())
            folder = lastVisitedFolder();
        else
            folder = QDir::currentPath();
        setDirectory(folder);
        if (!dir.isEmpty() && !info.isDir())
            selectFile(info.fileName());
    }

    // Runs the dialog; the chosen local files, or none.
    QStringList choose(QString *selectedFilter)
    {
        if (selectedFilter != nullptr && !selectedFilter->isEmpty())
            selectNameFilter(*selectedFilter);
        if (exec() != QDialog::Accepted)
            return {};
        lastVisitedFolder() = directory().absolutePath();
        if (selectedFilter != nullptr)
            *selectedFilter = selectedNameFilter();
        QStringList files;
        for (const QUrl &url : selectedUrls())
            if (url.isLocalFile())
                files.append(url.toLocalFile());
        return files;
    }
};

} // namespace

void configure(QFileDialog &dialog)
{
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setOption(QFileDialog::DontUseCustomDirectoryIcons);
    dialog.setIconProvider(&nameOnlyIconProvider());
}

QString getOpenFileName(QWidget *parent, const QString &caption, const QString &dir,
                        const QString &filter, QString *selectedFilter,
                        QFileDialog::Options options)
{
    Dialog dialog(parent, caption, filter);
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.start(dir, options);
    return dialog.choose(selectedFilter).value(0);
}

QStringList getOpenFileNames(QWidget *parent, const QString &caption, const QString &dir,
                             const QString &filter, QString *selectedFilter,
                             QFileDialog::Options options)
{
    Dialog dialog(parent, caption, filter);
    dialog.setFileMode(QFileDialog::ExistingFiles);
    dialog.start(dir, options);
    return dialog.choose(selectedFilter);
}

QString getSaveFileName(QWidget *parent, const QString &caption, const QString &dir,
                        const QString &filter, QString *selectedFilter,
                        QFileDialog::Options options)
{
    Dialog dialog(parent, caption, filter);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.start(dir, options);
    return dialog.choose(selectedFilter).value(0);
}

QString getExistingDirectory(QWidget *parent, const QString &caption, const QString &dir,
                             QFileDialog::Options options)
{
    Dialog dialog(parent, caption, {});
    dialog.setFileMode(QFileDialog::Directory);
    dialog.start(dir, options);
    return dialog.choose(nullptr).value(0);
}

} // namespace gda::ui::filedialog
